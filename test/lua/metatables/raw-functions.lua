-- rawget/rawset/rawequal/rawlen bypass metamethods; argument errors
local mt = {__index = function() return "meta" end, __newindex = function() error("no!") end,
  __len = function() return 99 end, __eq = function() return true end}
local t = setmetatable({}, mt)
print(t.x, rawget(t, "x"))
print(rawset(t, "x", 1) == t, t.x, rawget(t, "x"))
print(#t, rawlen(t), rawlen({1, 2}))
local u = setmetatable({}, mt)
print(t == u, rawequal(t, u), rawequal(t, t), rawequal(1, 1.0), rawequal("a", "a"))
print(pcall(rawget, 1, 1))
print(pcall(rawset, {}, nil, 1))
print(pcall(rawset, {}, 0/0, 1))
print(pcall(rawlen, 1))
print(pcall(rawequal, 1))
print(pcall(rawget, {}))
