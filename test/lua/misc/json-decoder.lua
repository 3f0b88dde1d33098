-- a small recursive-descent JSON decoder; decoded values printed in canonical order
local function decode(s)
  local pos = 1
  local function ws() pos = s:find("[^ \t\r\n]", pos) or #s + 1 end
  local value
  local function str()
    pos = pos + 1
    local out = {}
    while true do
      local c = s:sub(pos, pos)
      if c == '"' then pos = pos + 1 break
      elseif c == "\\" then
        local e = s:sub(pos + 1, pos + 1)
        local map = {n = "\n", t = "\t", ['"'] = '"', ["\\"] = "\\", ["/"] = "/"}
        if e == "u" then out[#out + 1] = utf8.char(tonumber(s:sub(pos + 2, pos + 5), 16)) pos = pos + 6
        else out[#out + 1] = map[e] pos = pos + 2 end
      elseif c == "" then error("unterminated string")
      else out[#out + 1] = c pos = pos + 1 end
    end
    return table.concat(out)
  end
  function value()
    ws()
    local c = s:sub(pos, pos)
    if c == "{" then
      pos = pos + 1 local obj = {} ws()
      if s:sub(pos, pos) == "}" then pos = pos + 1 return obj end
      while true do
        ws() local k = str() ws()
        assert(s:sub(pos, pos) == ":", "expected colon at " .. pos) pos = pos + 1
        obj[k] = value() ws()
        local d = s:sub(pos, pos) pos = pos + 1
        if d == "}" then return obj end
        assert(d == ",", "expected comma")
      end
    elseif c == "[" then
      pos = pos + 1 local arr = {} ws()
      if s:sub(pos, pos) == "]" then pos = pos + 1 return arr end
      while true do
        arr[#arr + 1] = value() ws()
        local d = s:sub(pos, pos) pos = pos + 1
        if d == "]" then return arr end
        assert(d == ",", "expected comma in array")
      end
    elseif c == '"' then return str()
    elseif s:sub(pos, pos + 3) == "true" then pos = pos + 4 return true
    elseif s:sub(pos, pos + 4) == "false" then pos = pos + 5 return false
    elseif s:sub(pos, pos + 3) == "null" then pos = pos + 4 return nil
    else
      local num = s:match("^-?%d+%.?%d*[eE]?[-+]?%d*", pos)
      if not num or num == "" then error("unexpected character at " .. pos) end
      pos = pos + #num
      return math.tointeger(tonumber(num)) or tonumber(num)
    end
  end
  return value()
end
local function show(v, indent)
  indent = indent or ""
  if type(v) ~= "table" then return tostring(v) .. " (" .. (math.type(v) or type(v)) .. ")" end
  local keys = {}
  for k in pairs(v) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
  local lines = {}
  for _, k in ipairs(keys) do lines[#lines + 1] = indent .. tostring(k) .. ": " .. show(v[k], indent .. "  ") end
  return "{\n" .. table.concat(lines, "\n") .. "\n" .. indent:sub(3) .. "}"
end
print(show(decode('{"a": 1, "b": [true, false, 2.5, "x\\ny"], "c": {"d": -3e2}, "e": "\\u00e9"}')))
print(pcall(decode, '{"a" 1}'))
print(pcall(decode, '[1, 2'))
