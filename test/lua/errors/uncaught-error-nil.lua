-- an uncaught error with a nil value exits with status 1
print("start")
error(nil)
