"""User interface pieces: persistent components, panels, announcements, the error handler."""
