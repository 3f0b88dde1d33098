-- known gap: error(msg, 2) called directly by pcall gets the position of pcall's caller in lua5.4; we add none
print(pcall(error, "direct2", 2))
