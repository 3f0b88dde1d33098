-- errors on constants and string literals mention them
print(pcall(function() return ("abc").x.y end))
print(pcall(function() local c <const> = nil return c.x end))
print(pcall(function() return 1 + {} end))
print(pcall(function() return nil .. "x" end))
print(pcall(function() local t = {} return t.a.b end))
print(pcall(function() local t = {} return t[1].b end))
print(pcall(function() local t = {} local k = "key" return t[k].b end))
print(pcall(function() return _ENV.nothing.x end))
