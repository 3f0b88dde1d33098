-- string.rep with separators, zero and negative counts; string.reverse on bytes
print(string.rep("ab", 3), string.rep("ab", 3, ","), "[" .. string.rep("x", 0) .. "]", "[" .. string.rep("x", -5) .. "]")
print(string.rep("", 5), string.rep("x", 1, "SEP"), string.rep("-", 10))
print(#string.rep("abc", 1000, ", "))
print(string.reverse("hello"), string.reverse(""), string.reverse("a"), ("abc"):reverse():reverse())
print(("racecar"):reverse() == "racecar", #("é"):reverse(), ("é"):reverse() == "\xa9\xc3")
print(string.rep(5, 2), string.reverse(123))
