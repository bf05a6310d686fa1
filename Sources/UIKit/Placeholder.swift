package enum UIKitPlaceholder {}
