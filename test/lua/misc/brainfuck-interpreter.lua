-- a Brainfuck interpreter running a hello-world program and a small computation
local function bf(code, input)
  local tape, ptr, pc, out, inpos = {}, 1, 1, {}, 1
  local jump, stack = {}, {}
  for i = 1, #code do
    local c = code:sub(i, i)
    if c == "[" then stack[#stack + 1] = i
    elseif c == "]" then local j = table.remove(stack) jump[i], jump[j] = j, i end
  end
  local steps = 0
  while pc <= #code do
    local c = code:sub(pc, pc)
    if c == ">" then ptr = ptr + 1
    elseif c == "<" then ptr = ptr - 1
    elseif c == "+" then tape[ptr] = ((tape[ptr] or 0) + 1) % 256
    elseif c == "-" then tape[ptr] = ((tape[ptr] or 0) - 1) % 256
    elseif c == "." then out[#out + 1] = string.char(tape[ptr] or 0)
    elseif c == "," then tape[ptr] = input:byte(inpos) or 0 inpos = inpos + 1
    elseif c == "[" then if (tape[ptr] or 0) == 0 then pc = jump[pc] end
    elseif c == "]" then if (tape[ptr] or 0) ~= 0 then pc = jump[pc] end
    end
    pc = pc + 1
    steps = steps + 1
  end
  return table.concat(out), steps
end
print(bf("++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++.", ""))
print(bf(",[.,]", "echo!"))
print(bf(",>,<[->+<]>.", "\20\30"):byte())
