-- \u{} escapes and utf8.char produce identical byte strings; codepoint inverts them
local cps = {0x41, 0xE9, 0x3B1, 0x4E2D, 0x1F600, 0x10FFFF}
local a = utf8.char(table.unpack(cps))
local b = "\u{41}\u{E9}\u{3B1}\u{4E2D}\u{1F600}\u{10FFFF}"
print(a == b, #a, utf8.len(a))
print(utf8.codepoint(a, 1, -1))
