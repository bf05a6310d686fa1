print("config")
