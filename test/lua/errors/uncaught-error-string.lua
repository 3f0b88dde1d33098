-- an uncaught error with a string message terminates the script with exit status 1
print("before error")
local function fail() error("fatal problem") end
fail()
print("never printed")
