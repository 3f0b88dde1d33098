-- forward goto skips statements; a label at block end may follow local declarations
local log = {}
log[#log + 1] = "a"
goto skip
log[#log + 1] = "b"
::skip::
log[#log + 1] = "c"
print(table.concat(log, ","))
do
  local x = 1
  if x == 1 then goto finish end
  local y = 2
  print(y)
  ::finish::
end
print("end")
