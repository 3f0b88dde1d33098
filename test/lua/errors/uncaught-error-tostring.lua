-- an uncaught error object with __tostring is reported using __tostring
print("start")
error(setmetatable({}, {__tostring = function() return "custom error object" end}))
