-- Pattern matching: string.find, string.match, string.gmatch and string.gsub over
-- generated text (key=value records, words, numbers).
local a = 4242
local function rand(n)
  a = (a * 171) % 30269
  return a % n
end

local syll = { "ka", "lo", "mi", "ne", "ru", "ta", "vo", "ze", "shi", "pa" }
local parts = {}
for i = 1, 12000 do
  local w = {}
  for j = 1, 1 + rand(3) do w[j] = syll[1 + rand(#syll)] end
  parts[#parts + 1] = string.format("%s=%d;", table.concat(w), rand(100000))
  if i % 10 == 0 then parts[#parts + 1] = "\n" end
end
local text = table.concat(parts)

local h = 0
for _ = 1, 24 do
  local pairs_n, sum = 0, 0
  for k, v in string.gmatch(text, "(%a+)=(%d+);") do
    pairs_n = pairs_n + 1
    sum = (sum + #k * tonumber(v)) % 1000003
  end
  h = (h + pairs_n + sum) % 1000003

  local lines = 0
  for line in string.gmatch(text, "[^\n]+") do
    lines = lines + 1
    local first = string.match(line, "^(%a+)=")
    if first then h = (h * 3 + #first) % 1000003 end
  end

  local replaced, n = string.gsub(text, "(%a+)=(%d)", "%2:%1")
  h = (h + n + #replaced) % 1000003
  local upper, m = string.gsub(text, "%f[%a]k%a*", string.upper)
  h = (h + m + #upper) % 1000003
  local counted = 0
  local dict = { ka = "1", lo = "22" }
  local rs = string.gsub(text, "%a%a", function(s)
    counted = counted + 1
    return dict[s]
  end)
  h = (h + counted + #rs) % 1000003
  local rt = string.gsub(text, "(%a)(%a)", dict)
  h = (h + #rt) % 1000003

  local pos, found = 1, 0
  while true do
    local s, e = string.find(text, "zeka", pos, true)
    if not s then break end
    found = found + 1
    pos = e + 1
  end
  pos = 1
  while true do
    local s, e, num = string.find(text, "mi%a*=(%d%d%d%d%d)", pos)
    if not s then break end
    found = found + #num
    pos = e + 1
  end
  h = (h + found + lines) % 1000003
end
print(string.format("text %d bytes, checksum %d", #text, h))
