-- escape sequences in short strings: \n \t \\ \" \' \a \b \f \v \r \x \ddd \z \u{}
local s = "a\tb\\c\"d\'e"
print(s, #s)
print(#"\a\b\f\v\r\n", ("\a\b\f\v\r\n"):byte(1, -1))
print("\x41\x42\x43", "\65\066\0677", "\x7a\x7A")
print(#"\0", #"\00", #"\000", ("\0001"):byte(1, -1))
print("\u{48}\u{49}", #"\u{7FF}", #"\u{800}", #"\u{FFFF}", #"\u{10000}", #"\u{7FFFFFFF}")
print("\u{E9}" == "é", ("\u{20AC}"):byte(1, -1))
print("line1\
line2")
print("skip \z
       whitespace", "a\z  b")
print('single \'quoted\' "inside"', "double 'inside' \"escaped\"")
print("\\n is not a newline", #"\\n")
