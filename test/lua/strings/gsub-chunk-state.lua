-- gsub's RegExp loops keep their progress in locals and hand it over in chunks of 256 appended
-- pieces: results around and across those chunk boundaries (255-513 replacements), max n at each
-- boundary, callbacks and tables that keep some matches (nil/false) or replace them by numbers,
-- empty matches whose replacement is the only change, anchors, a callback running gsub with the
-- same pattern, and errors raised after many pieces.
local function digest(s)
  local h = #s
  for i = 1, #s do h = (h * 31 + s:byte(i)) % 1000000007 end
  return #s .. ":" .. h .. ":" .. s:sub(1, 24) .. "|" .. s:sub(-24)
end

local function words(n)
  local t = {}
  for i = 1, n do t[i] = string.char(97 + i % 26, 97 + (i * 7) % 26) .. i % 10 end
  return table.concat(t, " ")
end

for _, count in ipairs({ 1, 255, 256, 257, 511, 512, 513, 700 }) do
  local s = words(count)
  local r, n = string.gsub(s, "(%a)(%a)(%d)", "%3%2%1")
  print(count, "string", n, digest(r))
  r, n = string.gsub(s, "%a%a", "#")
  print(count, "fixed", n, digest(r))
  for _, max in ipairs({ 0, 1, 255, 256, 257, 512, 1000 }) do
    r, n = string.gsub(s, "%a+", "<%0>", max)
    local r2, n2 = string.gsub(s, "%a%a", string.upper, max)
    print(count, "max", max, n, digest(r), n2, digest(r2))
  end
  local calls = 0
  r, n = string.gsub(s, "(%a+)(%d)", function(w, d)
    calls = calls + 1
    if calls % 5 == 0 then return nil end
    if calls % 5 == 1 then return false end
    if calls % 5 == 2 then return calls * 2 end
    if calls % 5 == 3 then return calls / 4 end
    return w:upper() .. d
  end)
  print(count, "call", n, calls, digest(r))
  calls = 0
  r, n = string.gsub(s, "%a%a", function(p)
    calls = calls + 1
    if calls % 3 == 0 then return nil end
    return p:reverse()
  end)
  print(count, "callfixed", n, calls, digest(r))
  local t = setmetatable({ ab = "1", hi = 2, [""] = "E", zz = false }, {
    __index = function(_, k) if k:sub(1, 1) == "c" then return "<" .. k .. ">" end end,
  })
  r, n = string.gsub(s, "%a%a", t)
  print(count, "table", n, digest(r))
  r, n = string.gsub(s, "(%a)%a%d", t)
  print(count, "tablecap", n, digest(r))
  r, n = string.gsub(s, "%d", { ["0"] = "zero", ["5"] = 5.5 })
  print(count, "tablenum", n, digest(r))
end

-- empty matches: a replacement that is the only change, where the match is at the copy position
print(string.gsub("", "", function() return "x" end))
print(string.gsub("", "", { [""] = "y" }))
print(string.gsub("", "", "z"))
print(string.gsub("", "", function() return nil end))
print(string.gsub("abc", "", function() return "-" end))
print(string.gsub("abc", "^", function() return "<" end))
print(string.gsub("abc", "^", { [""] = ">" }))
print(string.gsub("abc", "x*", { [""] = "." }))
print(string.gsub("abc", "x*", function() return false end))
print(string.gsub(words(300), "%d*", function(d) if d ~= "" then return "[" .. d .. "]" end end):sub(1, 60))

-- a callback running gsub with the same pattern (the RegExp is shared) across chunk boundaries
local outer = 0
local r, n = string.gsub(words(600), "(%a%a)(%d)", function(p, d)
  outer = outer + 1
  if outer % 100 == 0 then
    return (string.gsub(p .. d .. p .. d, "(%a%a)(%d)", "%2%1"))
  end
  return d .. p
end)
print("nested", n, outer, digest(r))

-- errors after many pieces
print(pcall(string.gsub, words(400), "%a%a", function(p) if p == "ks" then return {} end return p end))
print(pcall(string.gsub, words(400), "%a%a", { ks = true, hi = "x" }))
print(pcall(string.gsub, words(400), "%a(%a)%d", "%2"))
local seen = 0
print(pcall(string.gsub, words(400), "%a+", function(w)
  seen = seen + 1
  if seen == 300 then error("stop at " .. w, 0) end
  return w .. w
end))
