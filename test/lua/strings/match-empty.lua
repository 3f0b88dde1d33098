-- empty captures, optional groups and matches at the end of the subject
print(string.match("abc", "()(x*)()"))
print(string.match("abc", "(b*)"))
print(string.find("abc", "(x?)(b)"))
print(string.match("", "(.*)"), string.match("", "()"), string.find("", "(%a*)"))
print(string.match("key=", "(%w+)=(%w*)"))
print(string.match("abc", ".*()"), string.match("abc", "()$"))
print(string.gsub("abc", "(x*)", "[%1]"))
print(string.gsub("abc", "()", "%1"))
