-- an uncaught error with a table value (no __tostring) exits with status 1
print("start")
error({code = 1})
