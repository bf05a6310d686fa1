package enum HostProtocolPlaceholder {}
