import DeviceActivity

NSExtensionMain()
