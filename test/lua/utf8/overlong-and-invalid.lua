-- overlong encodings and stray continuation bytes are invalid in utf8 functions
local cases = {"\xc0\x80", "\xc1\xbf", "\xe0\x80\x80", "\x80", "\xbf", "a\x80b", "\xf8\x88\x80\x80\x80", "\xfe"}
for i, s in ipairs(cases) do
  print(i, utf8.len(s))
end
