-- goto used for retry logic with a counter
local attempts = 0
local function flaky() attempts = attempts + 1 return attempts >= 3 end
::retry::
if not flaky() then
  io.write("fail ", attempts, "; ")
  goto retry
end
print("ok after", attempts)
