-- Items whose texts share a prefix or differ in one byte, used by several patterns in turn (the
-- membership table of an item is built once per item text and reused by every pattern, by the
-- RegExp translation, the start-byte filter and the matcher of patterns with %b or back references).
local items = {
  "%a", "%A", "%d", "%D", "%w", "%W", "%s", "%S", "%p", "%P", "%x", "%l", "%u", "%c", "%g", "%z", "%Z",
  ".", "%.", "%%", "a", "-", "[a-c]", "[a-cx]", "[^a-c]", "[c-a]", "[a-]", "[-a]", "[%-a]", "[]]", "[]a]",
  "[^]]", "[%]]", "[%a_]", "[%a%d]", "[^%s]", "[^%d]", "[%d]", "[\0-\31]", "[\128-\255]", "[^\128-\255]",
  "[%^]", "[^^]", "[a%-z]", "[%w%p]", "\255",
}
local subject = "aab((x)y)zz abc xyz ABC_09 -^]%. \0\1\31 \127\128\200\255 a-z c-a x]y"
for _, it in ipairs(items) do
  local found = {}
  -- regexp-translatable shapes, then the same item next to %b (matcher only) and as a frontier set
  for _, pat in ipairs({ it, it .. "+", "(" .. it .. "*)", "%b()" .. it, "(.)%1" .. it }) do
    local ok, r = pcall(function()
      local n, list = 0, {}
      for m in string.gmatch(subject, pat) do n = n + 1; list[#list + 1] = #m end
      return n .. ":" .. table.concat(list, ",")
    end)
    found[#found + 1] = ok and r or ("error " .. r)
  end
  if it:sub(1, 1) == "[" then
    local n = 0
    for p in string.gmatch(subject, "%f" .. it .. "()") do n = n + p end
    found[#found + 1] = "frontier " .. n
  end
  local s, e = string.find(subject, it .. "+", 3)
  found[#found + 1] = tostring(s) .. "-" .. tostring(e)
  local g, k = string.gsub(subject, it, "<%0>")
  found[#found + 1] = k .. " " .. #g
  print(string.format("%q", it), table.concat(found, " | "))
end
