-- a read-tracking/write-tracking proxy over a private table
local function track(inner)
  local reads, writes = {}, {}
  local p = setmetatable({}, {
    __index = function(_, k) reads[#reads + 1] = tostring(k) return inner[k] end,
    __newindex = function(_, k, v) writes[#writes + 1] = tostring(k) .. "=" .. tostring(v) inner[k] = v end,
    __len = function() return #inner end,
  })
  return p, reads, writes
end
local p, reads, writes = track({10, 20})
p[3] = 30
local s = p[1] + p[2] + p[3]
p.name = "x"
print(s, #p, table.concat(reads, ","), table.concat(writes, ","))
for i = 1, #p do io.write(p[i], " ") end print()
print(rawget(p, 1), rawlen(p))
