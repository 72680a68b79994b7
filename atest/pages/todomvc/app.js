// A TodoMVC-style app, written the classic way: the new todo is added on the input's
// `change` event (Enter, or leaving the field), a todo is edited by double-clicking
// its label, and the todos persist in localStorage.
(function () {
  "use strict";
  const KEY = "todos-fixture";
  const $ = (selector) => document.querySelector(selector);
  let todos = JSON.parse(localStorage.getItem(KEY) || "[]");
  let nextId = todos.reduce((max, todo) => Math.max(max, todo.id), 0) + 1;

  const save = () => localStorage.setItem(KEY, JSON.stringify(todos));
  const filter = () => (location.hash.replace("#/", "") || "all");
  const visible = (todo) =>
    filter() === "all" || (filter() === "active" ? !todo.completed : todo.completed);

  function render() {
    const list = $("#todo-list");
    list.textContent = "";
    for (const todo of todos.filter(visible)) {
      const item = document.createElement("li");
      item.dataset.id = todo.id;
      if (todo.completed) item.classList.add("completed");
      item.innerHTML = `
        <div class="view">
          <input class="toggle" type="checkbox" aria-label="Toggle ${escape(todo.title)}">
          <label>${escape(todo.title)}</label>
          <button class="destroy" aria-label="Delete ${escape(todo.title)}">×</button>
        </div>
        <input class="edit" aria-label="Edit ${escape(todo.title)}">`;
      item.querySelector(".toggle").checked = todo.completed;
      list.appendChild(item);
    }
    const left = todos.filter((todo) => !todo.completed).length;
    $("#todo-count").textContent = `${left} ${left === 1 ? "item" : "items"} left`;
    $("#main").hidden = $("#footer").hidden = todos.length === 0;
    $("#toggle-all").checked = todos.length > 0 && left === 0;
    $("#clear-completed").hidden = todos.length === left;
    for (const link of document.querySelectorAll(".filters a")) {
      link.classList.toggle("selected", link.dataset.filter === filter());
    }
  }

  function escape(text) {
    return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  }

  const byItem = (node) => todos.find((todo) => todo.id === Number(node.closest("li").dataset.id));

  $("#new-todo").addEventListener("change", (event) => {
    const title = event.target.value.trim();
    if (title) {
      todos.push({ id: nextId++, title, completed: false });
      save();
      render();
    }
    event.target.value = "";
  });

  $("#toggle-all").addEventListener("change", (event) => {
    for (const todo of todos) todo.completed = event.target.checked;
    save();
    render();
  });

  $("#todo-list").addEventListener("change", (event) => {
    if (event.target.classList.contains("toggle")) {
      byItem(event.target).completed = event.target.checked;
      save();
      render();
    }
  });

  $("#todo-list").addEventListener("click", (event) => {
    if (event.target.classList.contains("destroy")) {
      todos = todos.filter((todo) => todo !== byItem(event.target));
      save();
      render();
    }
  });

  $("#todo-list").addEventListener("dblclick", (event) => {
    if (event.target.tagName !== "LABEL") return;
    const item = event.target.closest("li");
    const edit = item.querySelector(".edit");
    item.classList.add("editing");
    edit.value = byItem(item).title;
    edit.focus();
  });

  // Editing ends on Enter or when the field loses focus (keeping the text), or on Escape.
  function finishEditing(edit, keep) {
    const item = edit.closest("li");
    if (!item || !item.classList.contains("editing")) return;
    const todo = byItem(item);
    const title = edit.value.trim();
    if (keep) {
      if (title) todo.title = title;
      else todos = todos.filter((other) => other !== todo);
      save();
    }
    render();
  }

  $("#todo-list").addEventListener("keydown", (event) => {
    if (!event.target.classList.contains("edit")) return;
    if (event.key === "Enter") finishEditing(event.target, true);
    if (event.key === "Escape") finishEditing(event.target, false);
  });
  $("#todo-list").addEventListener("focusout", (event) => {
    if (event.target.classList.contains("edit")) finishEditing(event.target, true);
  });

  $("#clear-completed").addEventListener("click", () => {
    todos = todos.filter((todo) => !todo.completed);
    save();
    render();
  });

  window.addEventListener("hashchange", render);
  render();
})();
