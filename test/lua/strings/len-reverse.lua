-- string.len and string.reverse on byte strings
print(string.len(""), string.len("abc"), string.len("a\0b"), string.len("héllo"))
print(string.len(12345), string.len(1.5), string.len(-0.0), string.len(2^63))
print(string.reverse("hello"), string.reverse(""), string.reverse("a"))
print(string.reverse("ab\0cd") == "dc\0ba")
print(string.reverse(123), ("abc"):reverse():reverse())
print(pcall(function() return string.len() end))
print(pcall(function() return string.reverse({}) end))
print(#string.reverse(string.rep("xy", 1000)))
