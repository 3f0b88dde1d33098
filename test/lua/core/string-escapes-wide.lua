print(#"\u{7FFFFFFF}", ("\u{7FFFFFFF}"):byte(1, -1))
print(#"a\u{110000}b", "x\65\u{48}\z
   y")
