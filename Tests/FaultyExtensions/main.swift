print("faulty")
