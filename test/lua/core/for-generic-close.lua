local log = {}
local closer = setmetatable({}, {__close = function(_, err) log[#log + 1] = "closed:" .. tostring(err) end})
local function iter(_, c) if c < 3 then return c + 1 end end
for i in iter, nil, 0, closer do io.write(i, " ") end
print(log[1])
for i in iter, nil, 0, closer do if i == 2 then break end end
print(log[2])
local ok, e = pcall(function()
  for i in iter, nil, 0, closer do if i == 2 then error("boom", 0) end end
end)
print(ok, e, log[3])
local function f()
  for i in iter, nil, 0, closer do if i == 1 then return "ret" end end
end
print(f(), log[4])
print(pcall(function() for i in iter, nil, 0, 42 do end end))
