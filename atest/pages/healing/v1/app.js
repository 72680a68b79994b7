// The fixture app's one behaviour, the same in every version: signing in says who.
for (const form of document.querySelectorAll("form")) {
  form.addEventListener("submit", event => {
    event.preventDefault();
    const email = form.querySelector("input[type=email]").value;
    const remembered = form.querySelector("input[type=checkbox]").checked;
    document.querySelector("[role=status]").textContent =
      `Signed in as ${email}` + (remembered ? " (remembered)" : "");
  });
}
