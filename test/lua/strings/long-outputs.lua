-- gsub and table.concat build long results in flattened chunks of pieces: results with piece
-- counts around the chunk size (256) and its multiples, every replacement kind, max n, anchors,
-- empty matches and kept matches (nil/false), byte values > 127 and NUL.
local function digest(s)
  local h = #s
  for i = 1, #s do h = (h * 31 + s:byte(i)) % 1000000007 end
  return #s .. ":" .. h .. ":" .. s:sub(1, 24):gsub("[^%w;:=,]", ".") .. "|" .. s:sub(-24):gsub("[^%w;:=,]", ".")
end

local function text(n)
  local t = {}
  for i = 1, n do t[i] = string.char(97 + i % 26, 65 + i % 7) .. "=" .. i .. ";" end
  return table.concat(t)
end

for _, n in ipairs({ 0, 1, 127, 128, 129, 255, 256, 257, 511, 512, 513, 1000 }) do
  local s = text(n)
  local r, c = s:gsub("(%a)(%a)=(%d+)", "%3%2%1")
  print(n, "string", c, digest(r))
  r, c = s:gsub("%a(%a)", function(x) if x == "B" then return nil elseif x == "C" then return false end return x .. x end)
  print(n, "function", c, digest(r))
  r, c = s:gsub("(%a)%a", { a = "<A>", b = 7, c = false, d = 1.5 })
  print(n, "table", c, digest(r))
  r, c = s:gsub("%d*", "#")
  print(n, "empty", c, digest(r))
  r, c = s:gsub(";", "", 300)
  print(n, "max 300", c, digest(r))
  r, c = s:gsub("^%a", "^")
  print(n, "anchored", c, digest(r))
  r, c = s:gsub("%b=;", "()")
  print(n, "balance", c, digest(r))
  r, c = s:gsub("()=", "%1")
  print(n, "position", c, digest(r))
end

-- bytes > 127 and NUL in subjects, replacements and table pieces
local hi = {}
for i = 1, 700 do hi[i] = string.char(i % 256, 255 - i % 256, 0) end
local blob = table.concat(hi)
print("blob", digest(blob))
local r, c = blob:gsub("[\128-\255]", "\0\200")
print("high", c, digest(r))
r, c = blob:gsub("%z", function() return "\255" end)
print("nul", c, digest(r))

-- table.concat: lengths around the chunk size, separators, ranges, numbers as pieces
for _, n in ipairs({ 255, 256, 257, 512, 513, 2049 }) do
  local t = {}
  for i = 1, n do t[i] = i % 3 == 0 and i or (i % 5 == 0 and i + 0.5 or "p" .. i) end
  print(n, digest(table.concat(t)), digest(table.concat(t, ", ")), digest(table.concat(t, "", 2, n - 1)))
  print(n, digest(table.concat(t, "\0", 200, 700 < n and 700 or n)), digest(table.concat(t, "-", n, n)), table.concat(t, "x", n + 1))
  local ok, err = pcall(table.concat, t, ",", 1, n + 1)
  print(n, ok, err)
end

-- a proxy table (through __index) longer than a chunk
local proxy = setmetatable({}, { __index = function(_, k) return "k" .. k end })
print(digest(table.concat(proxy, "/", 1, 600)))
