print("referee")
