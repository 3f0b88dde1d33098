-- an event emitter with ordered listeners, once-listeners and removal during emit
local Emitter = {}
Emitter.__index = Emitter
function Emitter.new() return setmetatable({handlers = {}}, Emitter) end
function Emitter:on(ev, f) local l = self.handlers[ev] or {} self.handlers[ev] = l l[#l + 1] = {f = f} return f end
function Emitter:once(ev, f) local l = self.handlers[ev] or {} self.handlers[ev] = l l[#l + 1] = {f = f, once = true} end
function Emitter:off(ev, f) local l = self.handlers[ev] or {} for i = #l, 1, -1 do if l[i].f == f then table.remove(l, i) end end end
function Emitter:emit(ev, ...)
  local l = self.handlers[ev] or {}
  local snapshot = {table.unpack(l)}
  for _, h in ipairs(snapshot) do
    if h.once then self:off(ev, h.f) end
    h.f(...)
  end
  return #snapshot
end
local e = Emitter.new()
local log = {}
local a = e:on("x", function(v) log[#log + 1] = "a" .. v end)
e:once("x", function(v) log[#log + 1] = "once" .. v end)
e:on("x", function(v) log[#log + 1] = "c" .. v end)
print(e:emit("x", 1), e:emit("x", 2))
e:off("x", a)
print(e:emit("x", 3), e:emit("nothing"))
print(table.concat(log, " "))
