"""Hand review and training aids: pure Python over the model and the AI."""
