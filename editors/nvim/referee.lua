-- Referee rule files in Neovim: the filetype for .rules and .scenarios files, and the language
-- server `referee lsp` for each buffer of that type. Copy this file to
-- ~/.config/nvim/plugin/referee.lua (or `dofile` it from init.lua); `referee` must be on PATH,
-- or set vim.g.referee_path to the program.

vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
  pattern = { '*.rules', '*.scenarios' },
  command = 'set filetype=referee',
})

-- The folder holding .git above the file, else the file's own folder.
local function root(file)
  local folder = vim.fn.fnamemodify(file, ':p:h')
  local git = vim.fn.finddir('.git', folder .. ';')
  if git == '' then
    return folder
  end
  return vim.fn.fnamemodify(git, ':p:h:h')
end

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'referee',
  callback = function(args)
    vim.bo[args.buf].commentstring = '# %s'
    local config = {
      name = 'referee',
      cmd = { vim.g.referee_path or 'referee', 'lsp' },
      root_dir = root(vim.api.nvim_buf_get_name(args.buf)),
    }
    if vim.lsp.start then
      vim.lsp.start(config, { bufnr = args.buf })
    else
      -- Neovim 0.7 has no vim.lsp.start: start a client and attach it.
      local id = vim.lsp.start_client(config)
      if id then
        vim.lsp.buf_attach_client(args.buf, id)
      end
    end
  end,
})
