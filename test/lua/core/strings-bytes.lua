local s = "héllo"
print(#s, s:byte(2), s:byte(3), s:upper())
print("\65\066\x43\u{44}\u{e9}", #"\u{e9}", #"\u{10FFFF}")
print("a\z
       b", "tab\tend", 'single \'quote\'', "nul[\0]" == "nul[\0]", #"nul[\0]")
local long = [[
line1
line2]]
print(long, #long)
print([==[with ]] inside]==])
print(("x"):rep(3, ","), ("abc"):reverse(), ("abc"):sub(-2))
print("10" + 5, "3" * "4", 10 .. 20, "0x10" + 0, " 5 " * 2)
print(#"\xff\xfe", ("\xff"):byte())
