io.write("partial ")
error("no position", 0)
