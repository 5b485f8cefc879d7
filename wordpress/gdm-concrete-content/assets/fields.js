// Single fields of the plugin's screens (includes/meta-box-fields.php): a picture chosen with the Media
// Library's picker (the ID input, typed without this script, is hidden with it), and the characters of
// a field search engines show counted as the editor types ("58 characters; search engines show about
// 60."). Without this script the ID is typed and the help says how much search engines show.
(() => {
  const settings = window.gdmConcreteFields ?? {};
  const format = (pattern, typed, shown) =>
    String(pattern ?? "%1$d / %2$d")
      .replace("%1$d", String(typed))
      .replace("%2$d", String(shown));

  function showPicture(field, attachment) {
    const input = field.querySelector(".gdm-image__id");
    const preview = field.querySelector(".gdm-image__preview");
    input.value = attachment ? String(attachment.id) : "";
    preview.hidden = !attachment;
    preview.src = attachment ? (attachment.sizes?.medium?.url ?? attachment.url) : "";
    preview.alt = attachment?.alt ?? "";
    field.querySelector('[data-action="clear"]').hidden = !attachment;
  }

  function choosePicture(field) {
    if (!window.wp?.media) return;
    const frame = window.wp.media({
      title: settings.pickerTitle,
      button: { text: settings.pickerButton },
      library: { type: "image" },
      multiple: false,
    });
    frame.on("select", () => {
      showPicture(field, frame.state().get("selection").first().toJSON());
      field.querySelector('[data-action="choose"]').focus();
    });
    frame.open();
  }

  // Only single pictures: a row's photo (in .gdm-rows) is rows.js's.
  for (const field of document.querySelectorAll(".gdm-image")) {
    if (field.closest(".gdm-rows") || !window.wp?.media) continue;
    const input = field.querySelector(".gdm-image__id");
    input.type = "hidden";
    field.querySelector(".gdm-image__hint").hidden = true;
    field.querySelector('[data-action="choose"]').hidden = false;
    field.querySelector('[data-action="clear"]').hidden = input.value === "";
    field.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-action]");
      if (!button) return;
      event.preventDefault();
      if (button.dataset.action === "choose") choosePicture(field);
      if (button.dataset.action === "clear") {
        showPicture(field, null);
        field.querySelector('[data-action="choose"]').focus();
      }
    });
  }

  for (const input of document.querySelectorAll("[data-shown]")) {
    const shown = Number(input.dataset.shown);
    const count = document.createElement("span");
    count.className = "gdm-count";
    count.id = `${input.id}-count`;
    input.insertAdjacentElement("afterend", count);
    input.setAttribute(
      "aria-describedby",
      `${input.getAttribute("aria-describedby") ?? ""} ${count.id}`.trim(),
    );
    const update = () => {
      const typed = [...input.value].length;
      count.textContent = format(typed > shown ? settings.over : settings.count, typed, shown);
      count.classList.toggle("gdm-count--over", typed > shown);
    };
    input.addEventListener("input", update);
    update();
  }
})();
