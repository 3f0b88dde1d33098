-- everyday string idioms: trim, split, join, capitalise, count, escape
local function trim(s) return (s:gsub("^%s*(.-)%s*$", "%1")) end
local function split(s, sep)
  local out = {}
  for piece in (s .. sep):gmatch("(.-)" .. sep:gsub("%p", "%%%0")) do out[#out + 1] = piece end
  return out
end
print("[" .. trim("  hi there \t\n") .. "]", "[" .. trim("") .. "]", "[" .. trim("   ") .. "]")
print(table.concat(split("a,b,,c", ","), "|"), #split("", ","), table.concat(split("1.2.3", "."), " "))
print((("hello world from lua"):gsub("(%a)(%a*)", function(a, b) return a:upper() .. b end)))
print(select(2, ("the quick the lazy the end"):gsub("the", "")))
print((("a.b*c"):gsub("[%^%$%(%)%%%.%[%]%*%+%-%?]", "%%%0")))
print(("%5.2f%%"):format(99.555), ("x"):rep(3, ", "))
print(("CamelCaseString"):gsub("(%u)", function(c) return "_" .. c:lower() end))
print(("snake_case_here"):gsub("_(%a)", string.upper))
print(("  multiple   spaces  "):gsub("%s+", " "))
local words = {}
for w in ("The rain in Spain stays mainly"):gmatch("%a*ain%a*") do words[#words + 1] = w end
print(table.concat(words, ","))
print(("key1=val1&key2=val2"):gsub("([^&=]+)=([^&=]*)", "%2=%1"))
print(("%d items"):format(3), ("0x%04X"):format(48879), ("%-6s|"):format("ab"))
print(string.format("%3d|%-3d|%03d", 7, 7, 7))
