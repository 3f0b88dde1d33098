-- os.exit(true) ends the program immediately with status 0, after flushing earlier output
io.write("written before exit\n")
print("printed before exit")
for i = 1, 3 do
  if i == 2 then os.exit(true) end
  print("iteration", i)
end
print("never printed")
