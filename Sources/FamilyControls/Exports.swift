// FamilyControls' API takes ManagedSettings' tokens and values, so importing it brings them.
@_exported import ManagedSettings
