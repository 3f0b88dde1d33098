-- a binary search tree: insert, in-order traversal, height, min/max and deletion
local function insert(node, k)
  if not node then return {key = k} end
  if k < node.key then node.left = insert(node.left, k) elseif k > node.key then node.right = insert(node.right, k) end
  return node
end
local function inorder(node, out) if node then inorder(node.left, out) out[#out + 1] = node.key inorder(node.right, out) end return out end
local function height(node) if not node then return 0 end return 1 + math.max(height(node.left), height(node.right)) end
local function minnode(node) while node.left do node = node.left end return node end
local function delete(node, k)
  if not node then return nil end
  if k < node.key then node.left = delete(node.left, k)
  elseif k > node.key then node.right = delete(node.right, k)
  else
    if not node.left then return node.right end
    if not node.right then return node.left end
    local m = minnode(node.right)
    node.key = m.key
    node.right = delete(node.right, m.key)
  end
  return node
end
local root
for _, k in ipairs({50, 30, 70, 20, 40, 60, 80, 35, 45, 65}) do root = insert(root, k) end
print(table.concat(inorder(root, {}), " "), height(root))
root = delete(root, 30) root = delete(root, 50) root = delete(root, 99)
print(table.concat(inorder(root, {}), " "), height(root), root.key)
