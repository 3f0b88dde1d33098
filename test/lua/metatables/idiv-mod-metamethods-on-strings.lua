-- arithmetic on numeric strings goes through the string metatable's metamethods
print("10" + "5", "10" - 5, "3" * "4", "10" / "4", "10" // "4", "10" % "4", "2" ^ "3", -"5")
print(pcall(function() return "a" + 1 end))
print(pcall(function() return 1 + "b" end))
print(pcall(function() return "1" + "b" end))
print(pcall(function() return -"x" end))
