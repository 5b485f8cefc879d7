// The rows of the plugin's repeatable fields (includes/meta-box-rows.php). Add, Remove, Move up and Move
// down change the rows in place and number them again: the legend ("Question 2"), the buttons' names
// ("Remove question 2") and the inputs' names, whose order is the order saved. Choose photo opens the
// Media Library. Without this script the rows that exist, and one empty row, still show and save.
(() => {
  const settings = window.gdmConcreteRows ?? {};

  function rowsOf(container) {
    return Array.from(container.querySelectorAll(":scope > .gdm-rows__list > .gdm-row"));
  }

  function renumber(container) {
    const field = container.dataset.field;
    const rows = rowsOf(container);
    rows.forEach((row, index) => {
      const number = String(index + 1);
      row.querySelector(".gdm-row__legend").textContent = container.dataset.legend.replace("%d", number);
      for (const input of row.querySelectorAll("[data-column]")) {
        const previous = input.id;
        const id = `gdm-${field}-${index}-${input.dataset.column}`;
        input.name = `gdm_rows[${field}][${index}][${input.dataset.column}]`;
        input.id = id;
        for (const label of row.querySelectorAll(`label[for="${previous}"]`)) label.htmlFor = id;
        const help = row.querySelector(`[id="${previous}-help"]`);
        if (help) {
          help.id = `${id}-help`;
          input.setAttribute("aria-describedby", help.id);
        }
      }
      for (const button of row.querySelectorAll("button[data-label]")) {
        button.setAttribute("aria-label", button.dataset.label.replace("%d", number));
      }
      row.querySelector('[data-action="up"]').disabled = index === 0;
      row.querySelector('[data-action="down"]').disabled = index === rows.length - 1;
    });
  }

  function showPhoto(row, attachment) {
    const input = row.querySelector(".gdm-image__id");
    const preview = row.querySelector(".gdm-image__preview");
    input.value = attachment ? String(attachment.id) : "";
    preview.hidden = !attachment;
    preview.src = attachment ? (attachment.sizes?.thumbnail?.url ?? attachment.url) : "";
    preview.alt = attachment?.alt ?? "";
    row.querySelector('[data-action="clear"]').hidden = !attachment;
    showDescription(row.querySelector(".gdm-image__alt"), attachment);
  }

  // As gdm_concrete_alt_note() writes it: the photo's description, or a prompt to write one.
  function showDescription(note, attachment) {
    if (!note) return;
    note.hidden = !attachment;
    note.replaceChildren();
    const alt = attachment?.alt?.trim() ?? "";
    note.classList.toggle("gdm-image__alt--missing", Boolean(attachment) && alt === "");
    if (!attachment) return;
    if (alt !== "") {
      note.textContent = (settings.altLabel ?? "%s").replace("%s", alt);
      return;
    }
    const link = document.createElement("a");
    link.href = attachment.editLink ?? "";
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = settings.altAdd ?? "";
    note.append(`${settings.altMissing ?? ""} `, link);
  }

  function choosePhoto(row) {
    if (!window.wp?.media) return;
    const frame = window.wp.media({
      title: settings.pickerTitle,
      button: { text: settings.pickerButton },
      library: { type: "image" },
      multiple: false,
    });
    frame.on("select", () => {
      showPhoto(row, frame.state().get("selection").first().toJSON());
      row.querySelector('[data-action="choose"]').focus();
    });
    frame.open();
  }

  function prepare(row) {
    const actions = row.querySelector(".gdm-row__actions");
    if (actions) actions.hidden = false;
    for (const input of row.querySelectorAll(".gdm-image__id")) {
      input.type = "hidden";
      const cell = input.closest(".gdm-row__cell");
      cell.querySelector('[data-action="choose"]').hidden = false;
      cell.querySelector('[data-action="clear"]').hidden = input.value === "";
    }
  }

  function act(container, row, action, button) {
    const list = container.querySelector(":scope > .gdm-rows__list");
    if (action === "add") {
      const template = container.querySelector(":scope > template.gdm-rows__template");
      const added = template.content.firstElementChild.cloneNode(true);
      prepare(added);
      list.append(added);
      renumber(container);
      added.querySelector("[data-column]:not([type=hidden])")?.focus();
      return;
    }
    if (!row) return;
    if (action === "up" && row.previousElementSibling) {
      list.insertBefore(row, row.previousElementSibling);
    } else if (action === "down" && row.nextElementSibling) {
      list.insertBefore(row.nextElementSibling, row);
    } else if (action === "remove") {
      const next = row.nextElementSibling ?? row.previousElementSibling;
      row.remove();
      renumber(container);
      (
        next?.querySelector('[data-action="remove"]') ?? container.querySelector('[data-action="add"]')
      )?.focus();
      return;
    } else if (action === "choose") {
      choosePhoto(row);
      return;
    } else if (action === "clear") {
      showPhoto(row, null);
      row.querySelector('[data-action="choose"]').focus();
      return;
    }
    renumber(container);
    // A moved button keeps the focus; at the top or bottom it is disabled, so its twin takes it.
    (button.disabled
      ? row.querySelector(`[data-action="${action === "up" ? "down" : "up"}"]`)
      : button
    ).focus();
  }

  for (const container of document.querySelectorAll(".gdm-rows")) {
    container.classList.add("gdm-rows--ready");
    for (const row of rowsOf(container)) prepare(row);
    container.querySelector(":scope > .gdm-rows__add").hidden = false;
    renumber(container);
    container.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-action]");
      if (!button || !container.contains(button)) return;
      event.preventDefault();
      act(container, button.closest(".gdm-row"), button.dataset.action, button);
    });
  }
})();
