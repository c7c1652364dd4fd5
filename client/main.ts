console.debug("site");
