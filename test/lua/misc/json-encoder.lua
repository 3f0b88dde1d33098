-- a small JSON encoder with sorted object keys, string escaping and number formatting
local encode
local function escape(s)
  return '"' .. s:gsub('[%c"\\]', function(c)
    local map = {['"'] = '\\"', ["\\"] = "\\\\", ["\n"] = "\\n", ["\t"] = "\\t", ["\r"] = "\\r"}
    return map[c] or string.format("\\u%04x", c:byte())
  end) .. '"'
end
local function isarray(t)
  local n = 0
  for _ in pairs(t) do n = n + 1 end
  for i = 1, n do if t[i] == nil then return false end end
  return true, n
end
function encode(v)
  local tv = type(v)
  if tv == "nil" then return "null"
  elseif tv == "boolean" then return tostring(v)
  elseif tv == "number" then
    if v ~= v or v == math.huge or v == -math.huge then return "null" end
    if math.type(v) == "integer" then return tostring(v) end
    return string.format("%.14g", v)
  elseif tv == "string" then return escape(v)
  elseif tv == "table" then
    local arr, n = isarray(v)
    if arr and n > 0 then
      local parts = {}
      for i = 1, n do parts[i] = encode(v[i]) end
      return "[" .. table.concat(parts, ",") .. "]"
    end
    local keys = {}
    for k in pairs(v) do keys[#keys + 1] = tostring(k) end
    table.sort(keys)
    local parts = {}
    for i, k in ipairs(keys) do parts[i] = escape(k) .. ":" .. encode(v[k] == nil and v[tonumber(k)] or v[k]) end
    return "{" .. table.concat(parts, ",") .. "}"
  end
  error("cannot encode " .. tv)
end
print(encode({1, 2, 3}))
print(encode({name = "lua", version = 5.4, tags = {"fast", "small"}, nested = {a = {b = {c = true}}}}))
print(encode({}), encode(""), encode("quote\" back\\ nl\n tab\t ctl\1"))
print(encode({1.5, -0.0, 1e20, 2^53, 0/0, 1/0, math.maxinteger}))
print(encode({[1] = "a", [3] = "c"}))
print(pcall(encode, {f = print}))
