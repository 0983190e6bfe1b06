"""The message catalog in parts: each module has ``MESSAGES = {language: {key: text}}``."""
