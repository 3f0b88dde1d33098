-- an uncaught error with level 0 has no position prefix
print("start")
error("plain message", 0)
