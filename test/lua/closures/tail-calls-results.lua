-- tail calls pass all results through and support very deep mutual tail recursion
local function a(n) if n == 0 then return "done", n end return a(n - 1) end
print(a(200000))
local ping, pong
function ping(n) if n == 0 then return "ping end" end return pong(n - 1) end
function pong(n) if n == 0 then return "pong end" end return ping(n - 1) end
print(ping(100001), ping(100000))
local function multi() return 1, 2, 3 end
local function tail() return multi() end
print(tail())
