-- string.upper/lower only change ASCII letters; other bytes are unchanged
print(string.upper("Hello, World! 123"), string.lower("Hello, World! 123"))
print(("àéî"):upper() == "àéî", ("ÀÉÎ"):lower() == "ÀÉÎ")
print(("MiXeD_cAsE"):lower(), ("MiXeD_cAsE"):upper())
print(("\0a\0"):upper() == "\0A\0", (""):upper() == "")
print(string.upper("abcdefghijklmnopqrstuvwxyz"), string.lower("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
