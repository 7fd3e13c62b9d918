print("scribble")
