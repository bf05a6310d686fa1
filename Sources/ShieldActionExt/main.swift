print("action")
