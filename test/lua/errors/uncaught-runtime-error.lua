-- an uncaught runtime error (indexing nil) exits with status 1 after printing earlier output
io.write("partial output\n")
local config
print(config.value)
